sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1375.86 qps: 8282.14 (r/w/o: 0.00/5522.43/2759.72) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1528.25 qps: 9182.52 (r/w/o: 0.00/6126.02/3056.50) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1465.58 qps: 8777.46 (r/w/o: 0.00/5846.31/2931.15) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1824.12 qps: 10941.73 (r/w/o: 0.00/7294.48/3647.24) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1755.41 qps: 10551.49 (r/w/o: 0.00/7039.66/3511.83) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1609.91 qps: 9655.49 (r/w/o: 0.00/6435.66/3219.83) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1616.93 qps: 9703.57 (r/w/o: 0.00/6469.71/3233.86) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1900.37 qps: 11386.17 (r/w/o: 0.00/7585.42/3800.75) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 2042.36 qps: 12268.16 (r/w/o: 0.00/8183.44/4084.72) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1013.99 qps: 6058.96 (r/w/o: 0.00/4030.97/2027.99) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1768.75 qps: 10627.47 (r/w/o: 0.00/7090.98/3536.49) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1781.14 qps: 10683.82 (r/w/o: 0.00/7120.55/3563.27) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1640.02 qps: 9854.13 (r/w/o: 0.00/6574.09/3280.05) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1366.80 qps: 8203.78 (r/w/o: 0.00/5470.19/2733.59) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2048.53 qps: 12268.21 (r/w/o: 0.00/8171.14/4097.07) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1738.11 qps: 10447.65 (r/w/o: 0.00/6971.43/3476.22) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1392.04 qps: 8332.33 (r/w/o: 0.00/5548.26/2784.07) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1494.90 qps: 8966.36 (r/w/o: 0.00/5976.57/2989.79) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1759.92 qps: 10583.54 (r/w/o: 0.00/7063.69/3519.85) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1393.98 qps: 8359.90 (r/w/o: 0.00/5572.93/2786.97) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1751.00 qps: 10509.99 (r/w/o: 0.00/7007.00/3503.00) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2051.87 qps: 12288.22 (r/w/o: 0.00/8188.48/4099.74) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1938.14 qps: 11654.85 (r/w/o: 0.00/7774.57/3880.28) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1886.16 qps: 11314.97 (r/w/o: 0.00/7542.64/3772.32) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1668.56 qps: 10003.38 (r/w/o: 0.00/6666.26/3337.13) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1772.82 qps: 10630.90 (r/w/o: 0.00/7086.27/3544.63) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1587.09 qps: 9530.52 (r/w/o: 0.00/6355.35/3175.17) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1493.22 qps: 8936.30 (r/w/o: 0.00/5949.87/2986.44) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1382.95 qps: 8322.69 (r/w/o: 0.00/5556.79/2765.90) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2127.96 qps: 12754.74 (r/w/o: 0.00/8499.83/4254.91) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1830.34 qps: 11001.07 (r/w/o: 0.00/7339.38/3661.69) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1529.95 qps: 9175.69 (r/w/o: 0.00/6115.79/3059.90) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1922.71 qps: 11526.26 (r/w/o: 0.00/7680.84/3845.42) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1084.37 qps: 6520.24 (r/w/o: 0.00/4351.50/2168.74) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1828.72 qps: 10969.32 (r/w/o: 0.00/7311.88/3657.44) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1699.94 qps: 10192.64 (r/w/o: 0.00/6792.76/3399.88) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1887.06 qps: 11328.39 (r/w/o: 0.00/7554.26/3774.13) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1639.24 qps: 9839.45 (r/w/o: 0.00/6560.96/3278.48) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1388.96 qps: 8301.77 (r/w/o: 0.00/5523.85/2777.92) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1595.87 qps: 9598.24 (r/w/o: 0.00/6406.49/3191.75) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1563.98 qps: 9370.86 (r/w/o: 0.00/6242.91/3127.95) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1390.29 qps: 8360.70 (r/w/o: 0.00/5580.13/2780.57) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1579.74 qps: 9477.41 (r/w/o: 0.00/6317.94/3159.47) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1580.04 qps: 9463.22 (r/w/o: 0.00/6305.14/3158.07) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1376.78 qps: 8278.67 (r/w/o: 0.00/5523.11/2755.56) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           296332
        other:                           148166
        total:                           444498
    transactions:                        74083  (1645.99 per sec.)
    queries:                             444498 (9875.96 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0076s
    total number of events:              74083

Latency (ms):
         min:                                    0.55
         avg:                                    4.86
         max:                                  437.45
         95th percentile:                        8.43
         sum:                               359795.60

Threads fairness:
    events (avg/stddev):           9260.3750/20.14
    execution time (avg/stddev):   44.9744/0.00

